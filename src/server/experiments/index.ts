export { loadExperiments, EXCLUDED, type Experiment } from "./experiment-config";
export { allocate, drawVariant, visitorTypeOf, type Allocation, type VisitorType } from "./allocate";
export { parseAssignments, serializeAssignments, validAssignments, type Assignments } from "./assignments";
export {
  resolveExperiments,
  experimentTarget,
  EXPERIMENT_COOKIE,
  EXPERIMENT_GLOBAL_COOKIE,
  EXPERIMENT_LOCAL_COOKIE,
  QA_EXPERIMENTS_COOKIE,
  EXPERIMENT_COOKIE_MAX_AGE_S,
  type ExperimentOutcome,
} from "./resolve-experiments";
export { getExperiments } from "./get-experiments";
export { experimentHeaderOf, rememberRequestExperiment } from "./request-experiment";
