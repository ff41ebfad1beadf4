import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("has embedded defaults for everything", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 5000,
      HOST: "0.0.0.0",
      PUBLIC_URL: "http://localhost:5000",
      DATA_DIR: "./data",
      STORAGE_DRIVER: "local",
      AI_PROVIDER: "builtin",
      WORKER_CONCURRENCY: 2,
      AUTO_PROCESS: true,
      LOG_LEVEL: "info",
      secure: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("refuses to start in production without SMTP, unless the outbox is asked for", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /SMTP_URL: is required when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: "production", MAIL_OUTBOX: "true" }).MAIL_OUTBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.com" }).SMTP_URL).toBe(
      "smtp://mail.example.com",
    );
    expect(loadConfig({}).MAIL_OUTBOX).toBe(false);
  });

  it("refuses PostgreSQL without a shared SESSION_SECRET, and sizes its pool", () => {
    const url = "postgres://hangar@db.example.com/hangar";
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/SESSION_SECRET: is required with DATABASE_URL/);
    const config = loadConfig({ DATABASE_URL: url, SESSION_SECRET: "s".repeat(32), DATABASE_POOL_SIZE: "4" });
    expect(config.DATABASE_POOL_SIZE).toBe(4);
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("turns on secure cookies for an https PUBLIC_URL", () => {
    expect(loadConfig({ PUBLIC_URL: "https://hangar.example.com/" })).toMatchObject({
      PUBLIC_URL: "https://hangar.example.com",
      secure: true,
    });
  });

  it("names the variable when a value is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTO_PROCESS: "maybe" })).toThrow(/AUTO_PROCESS: must be true or false/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET: is required/);
    expect(() => loadConfig({ ADMIN_EMAIL: "a@b.co" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("reads TRUST_PROXY as a flag, a hop count or addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).TRUST_PROXY).toBe("10.0.0.0/8,127.0.0.1");
  });

  it("takes a metrics token of 16 characters or more, and the worker's health port, both off when unset", () => {
    const defaults = loadConfig({});
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    expect(defaults.WORKER_HEALTH_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "m".repeat(16) }).METRICS_TOKEN).toBe("m".repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: "too-short" })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(loadConfig({ WORKER_HEALTH_PORT: "9464" }).WORKER_HEALTH_PORT).toBe(9464);
    expect(() => loadConfig({ WORKER_HEALTH_PORT: "70000" })).toThrow(/WORKER_HEALTH_PORT/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ PORT: 5000, DATABASE_URL: undefined });
  });
});
