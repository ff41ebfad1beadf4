import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

/** The whole app on the browser's location (tests render AppRoutes inside a memory-location Router). */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
