// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { parseEnv } from "@/server/env";
import { envSchema } from "@/server/env/env-schema";
import { productionProblems } from "@/server/env/production-requirements";
import { routeExists } from "../route-files";

// No cluster on this machine: the example manifests are checked by reading them, as a schema
// check would, and against the app they deploy (its routes and its environment schema).

type Labels = Record<string, string>;
interface Probe {
  httpGet?: { path: string; port: string | number };
  exec?: { command: string[] };
  tcpSocket?: { port: string | number };
}
interface Container {
  name: string;
  image: string;
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
}
interface PodTemplate {
  metadata: { labels: Labels };
  spec: { securityContext?: { runAsNonRoot?: boolean; runAsUser?: number }; containers: Container[] };
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Labels };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const DIR = __dirname;
const objects: { file: string; object: K8sObject }[] = readdirSync(DIR)
  .filter((file) => file.endsWith(".yaml"))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(path.join(DIR, file), "utf8")).map((document) => {
      expect(document.errors, `${file} is valid YAML`).toEqual([]);
      return { file, object: document.toJS() as K8sObject };
    }),
  );

const API_VERSIONS: Record<string, string> = {
  ConfigMap: "v1",
  Secret: "v1",
  Service: "v1",
  Deployment: "apps/v1",
  HorizontalPodAutoscaler: "autoscaling/v2",
  PodDisruptionBudget: "policy/v1",
};

const ofKind = (kind: string) => objects.map(({ object }) => object).filter((object) => object.kind === kind);
const named = (kind: string, name: string) => ofKind(kind).find((object) => object.metadata.name === name);
const template = (deployment: K8sObject) => (deployment.spec as { template: PodTemplate }).template;
const matches = (selector: Labels, labels: Labels) => Object.entries(selector).every(([key, value]) => labels[key] === value);
const app = named("Deployment", "checkout-web")!;
const appContainer = template(app).spec.containers[0]!;

describe("the Kubernetes example (deploy/k8s)", () => {
  it("has the app's Deployment, Service, HorizontalPodAutoscaler, its settings, and Redis", () => {
    const kinds = objects.map(({ object }) => `${object.kind}/${object.metadata?.name}`).sort();
    expect(kinds).toEqual(
      expect.arrayContaining([
        "ConfigMap/checkout-web-config",
        "Deployment/checkout-redis",
        "Deployment/checkout-web",
        "HorizontalPodAutoscaler/checkout-web",
        "Secret/checkout-web-secrets",
        "Service/checkout-redis",
        "Service/checkout-web",
      ]),
    );
  });

  it("gives every object the apiVersion of its kind, a DNS-safe name and the fields its kind requires", () => {
    for (const { file, object } of objects) {
      expect(API_VERSIONS[object.kind], `${file}: ${object.kind} is a kind this example uses`).toBeDefined();
      expect(object.apiVersion, `${file}: ${object.kind}`).toBe(API_VERSIONS[object.kind]);
      expect(object.metadata.name, file).toMatch(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/);
      if (object.kind === "ConfigMap") expect(Object.keys(object.data ?? {}).length).toBeGreaterThan(0);
      if (object.kind === "Secret") expect(Object.keys(object.stringData ?? {}).length).toBeGreaterThan(0);
      if (["Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget"].includes(object.kind))
        expect(object.spec, file).toBeDefined();
    }
  });

  it("runs every container unprivileged, with resource requests and limits and an image", () => {
    for (const deployment of ofKind("Deployment")) {
      const pod = template(deployment);
      expect(pod.spec.securityContext?.runAsNonRoot, deployment.metadata.name).toBe(true);
      expect(pod.spec.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const container of pod.spec.containers) {
        expect(container.image).toMatch(/^[\w./-]+:[\w.-]+$/);
        for (const resource of ["cpu", "memory"]) {
          expect(container.resources?.requests?.[resource], `${container.name} requests ${resource}`).toBeDefined();
          expect(container.resources?.limits?.[resource], `${container.name} limits ${resource}`).toBeDefined();
        }
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ["ALL"] },
        });
      }
    }
  });

  it("selects its own pods: every selector matches the labels of the pods it means", () => {
    for (const deployment of ofKind("Deployment")) {
      const selector = (deployment.spec as { selector: { matchLabels: Labels } }).selector.matchLabels;
      expect(Object.keys(selector).length).toBeGreaterThan(0);
      expect(matches(selector, template(deployment).metadata.labels), deployment.metadata.name).toBe(true);
    }
    for (const service of ofKind("Service")) {
      const spec = service.spec as { selector: Labels; ports: { port: number; targetPort: string | number }[] };
      const targets = ofKind("Deployment").filter((deployment) => matches(spec.selector, template(deployment).metadata.labels));
      expect(
        targets.map(({ metadata }) => metadata.name),
        `Service ${service.metadata.name}`,
      ).toEqual([service.metadata.name]);
      const portNames = template(targets[0]!)
        .spec.containers.flatMap((container) => container.ports ?? [])
        .map(({ name }) => name);
      for (const { targetPort } of spec.ports) expect(portNames).toContain(targetPort);
    }
    for (const budget of ofKind("PodDisruptionBudget")) {
      const selector = (budget.spec as { selector: { matchLabels: Labels } }).selector.matchLabels;
      expect(matches(selector, template(app).metadata.labels)).toBe(true);
    }
  });

  it("probes the app on its health route, which exists, on a port the container names", () => {
    const portNames = (appContainer.ports ?? []).map(({ name }) => name);
    for (const probe of ["startupProbe", "readinessProbe", "livenessProbe"] as const) {
      const httpGet = appContainer[probe]?.httpGet;
      expect(httpGet, probe).toBeDefined();
      expect(httpGet!.path).toBe("/api/health/");
      expect(routeExists(httpGet!.path)).toBe(true);
      expect(portNames).toContain(httpGet!.port);
    }
    const redis = template(named("Deployment", "checkout-redis")!).spec.containers[0]!;
    expect(redis.readinessProbe).toBeDefined();
    expect(redis.livenessProbe).toBeDefined();
  });

  it("gives the app only variables its environment schema knows, from the ConfigMap and Secret it names, and they parse", () => {
    const known = new Set(Object.keys(envSchema.shape));
    const refs = appContainer.envFrom ?? [];
    const configMaps = refs.flatMap(({ configMapRef }) => (configMapRef ? [named("ConfigMap", configMapRef.name)] : []));
    const secrets = refs.flatMap(({ secretRef }) => (secretRef ? [named("Secret", secretRef.name)] : []));
    expect(configMaps.every(Boolean) && secrets.every(Boolean)).toBe(true);
    expect(configMaps).toHaveLength(1);
    expect(secrets).toHaveLength(1);
    const environment = { ...configMaps[0]!.data, ...secrets[0]!.stringData };
    // Besides the app's own, only the address Next's standalone server listens on: all interfaces.
    const serverVariables = (appContainer.env ?? []).filter(({ name }) => !known.has(name));
    expect(serverVariables).toEqual([{ name: "HOSTNAME", value: "0.0.0.0" }]);
    expect(Object.keys(environment).filter((name) => !known.has(name))).toEqual([]);
    // The values are ones the app starts with (a bad one would stop every pod at start-up).
    expect(parseEnv(environment)).toMatchObject({ DEPLOY_ENV: "production", REDIS_URL: expect.stringMatching(/^rediss?:\/\//) });
    // And everything production must be told is there: the pods start.
    expect(productionProblems(environment)).toEqual([]);
  });

  it("points REDIS_URL at the Redis Service of the example", () => {
    const redisUrl = new URL(named("Secret", "checkout-web-secrets")!.stringData!.REDIS_URL!);
    const service = named("Service", redisUrl.hostname)!;
    expect(service).toBeDefined();
    expect((service.spec as { ports: { port: number }[] }).ports.map(({ port }) => port)).toContain(Number(redisUrl.port || 6379));
  });

  it("scales the app's Deployment between two and more pods on CPU, which the pods request", () => {
    const hpa = named("HorizontalPodAutoscaler", "checkout-web")!;
    const spec = hpa.spec as {
      scaleTargetRef: { apiVersion: string; kind: string; name: string };
      minReplicas: number;
      maxReplicas: number;
      metrics: { type: string; resource?: { name: string; target: { type: string; averageUtilization?: number } } }[];
    };
    expect(spec.scaleTargetRef).toEqual({ apiVersion: app.apiVersion, kind: "Deployment", name: app.metadata.name });
    expect(spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
    const cpu = spec.metrics.find((metric) => metric.type === "Resource" && metric.resource?.name === "cpu");
    expect(cpu?.resource?.target).toMatchObject({ type: "Utilization", averageUtilization: expect.any(Number) });
    expect(appContainer.resources?.requests?.cpu).toBeDefined();
  });
});
