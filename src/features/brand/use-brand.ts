import { useRouter } from "next/router";
import { brandFromQuery, type Brand } from "./brands";

export function useBrand(): Brand {
  const { query } = useRouter();
  return brandFromQuery(query);
}
