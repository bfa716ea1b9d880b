import type { ReactNode } from "react";
import styled from "styled-components";
import { useAppContext } from "@/features/app-context";
import { useBrand } from "@/features/brand";
import { isFlagOn } from "@/features/feature-flags";
import { Footer } from "./footer";
import { Header } from "./header";
import { PageHead } from "./page-head";
import { useRouteProgress } from "./use-route-progress";

/** The page's column, its main part between header and footer styled with it (performance.md, "a render"). */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  & > main {
    flex: 1;
    inline-size: 100%;
    max-inline-size: 1128px;
    margin-inline: auto;
  }
`;

interface PageShellProps {
  children: ReactNode;
  /** App-level error pages show no user profile (spec 2.4). */
  hideUserProfile?: boolean;
  disclaimer?: ReactNode;
}

export function PageShell({ children, hideUserProfile = false, disclaimer }: PageShellProps) {
  const brand = useBrand();
  const { appCtx } = useAppContext();
  useRouteProgress();
  const showUserProfile = !hideUserProfile && isFlagOn(appCtx.featureFlags, "showUserProfile");

  return (
    <Frame>
      <PageHead brand={brand} />
      <Header brand={brand} showUserProfile={showUserProfile} />
      <main id="main">{children}</main>
      <Footer brand={brand} disclaimer={disclaimer} />
    </Frame>
  );
}
