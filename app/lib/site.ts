import { useRouteLoaderData } from "react-router";
import { defaultSiteConfig, type SiteConfig } from "#app/config/site.ts";

type RootData = { site: SiteConfig; gaMeasurementId: string | null };

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { site: defaultSiteConfig, gaMeasurementId: null };
}

export function useSite(): SiteConfig {
  return useRootData().site;
}
