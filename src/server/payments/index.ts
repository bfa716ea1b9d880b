export { providersRoute } from "./providers-route";
export { taxesRoute } from "./taxes-route";
export { providerWindowRoute } from "./provider-window-route";
