// A button that creates or decides something sends once, however fast it is clicked: `isPending`
// disables it only after React has rendered, and two clicks (or two submits) can come before that.

import type { MutateOptions, UseMutationResult } from "@tanstack/react-query";
import { useRef } from "react";

/**
 * `mutation.mutate`, ignoring a call while one it started for the same key is still running (one key
 * for all calls unless `keyOf` tells them apart, e.g. decisions on different cards).
 */
export function useGuardedMutate<TData, TVariables>(
  mutation: UseMutationResult<TData, Error, TVariables>,
  keyOf: (variables: TVariables) => string = () => "",
): (variables: TVariables, options?: MutateOptions<TData, Error, TVariables>) => void {
  const running = useRef(new Set<string>());
  return (variables, options) => {
    const key = keyOf(variables);
    if (running.current.has(key)) return;
    running.current.add(key);
    // The promise settles for every call (a call's own callbacks may not, once another call started);
    // its failure is the options' onError's to report.
    mutation
      .mutateAsync(variables, options)
      .catch(() => {})
      .finally(() => running.current.delete(key));
  };
}
