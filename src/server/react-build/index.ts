export { EDGE_BUILD, NODE_BUILD, renderWithReactNodeBuild } from "./react-node-build";
