import "@testing-library/jest-dom/vitest";
import { act, cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { clearToasts } from "@/components/ui/use-toast";

// A lazily loaded page is transformed on first use: on a loaded 2-core machine the first findBy of a file
// can take seconds. Waiting longer costs nothing when the page is there, and a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// --- what jsdom lacks and Radix uses -------------------------------------------------------------
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// --- a test fails on any console.error it did not expect ------------------------------------------
// A test that expects one silences it itself: vi.spyOn(console, "error").mockImplementation(() => {}).
const originalConsoleError = console.error;
let unexpectedErrors: unknown[][] = [];

beforeEach(() => {
  unexpectedErrors = [];
  console.error = (...args: unknown[]) => {
    unexpectedErrors.push(args);
    originalConsoleError(...args);
  };
});

afterEach(() => {
  cleanup();
  act(() => clearToasts());
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  console.error = originalConsoleError;
  if (unexpectedErrors.length > 0) {
    const printed = unexpectedErrors.map((args) => args.map(String).join(" ")).join("\n---\n");
    throw new Error(`Unexpected console.error during the test:\n${printed}`);
  }
});
