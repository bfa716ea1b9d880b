export { envSchema, DEPLOY_ENVS, type Env } from "./env-schema";
export { parseEnv, getEnv, EnvError } from "./parse-env";
