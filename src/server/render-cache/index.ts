export { createRenderCache, RENDER_CACHE_HEADER, type RenderCache, type RenderRequest } from "./render-cache";
