import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/auth.routes";
import { dashboardRoutes } from "./dashboard/dashboard.routes";
import { processingRoutes } from "./processing/processing.routes";
import { promptsRoutes } from "./prompts/prompts.routes";
import { uploadsRoutes } from "./uploads/uploads.routes";
import { adminUsersRoutes } from "./users/admin-users.routes";
import { workHistoryRoutes } from "./work-history/work-history.routes";

/**
 * Feature route plugins, each registered under /api. A new feature adds one line here.
 * (The health check lives outside /api and is registered by the app itself.)
 */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(dashboardRoutes);
  await app.register(processingRoutes);
  await app.register(promptsRoutes);
  await app.register(uploadsRoutes);
  await app.register(workHistoryRoutes);
  await app.register(adminUsersRoutes);
}
