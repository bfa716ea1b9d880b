export { providersRoute } from "./providers-route";
export { taxesRoute } from "./taxes-route";
