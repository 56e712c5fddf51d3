import { useCallback, useRef, useState } from 'react';

type Status = 'idle' | 'pending' | 'success' | 'error';

interface Callbacks<Result> {
  onSuccess?: (result: Result) => void;
  onError?: (error: unknown) => void;
}

/**
 * The state of a call a public page makes as it opens (signing out on Signed out, checking an
 * emailed set-password link): pending, done or failed. It is not a form: every form is the one
 * form (`~/components/form`, decision 0080), and nothing typed passes through here.
 *
 * Public pages use this rather than TanStack Query's useMutation, which is kept for the
 * member area's cached data: a public page must stay inside its JavaScript budget
 * (docs/decisions/0032). Only the latest call's answer counts; an earlier one that settles
 * late is ignored, so a double submit can never show the first attempt's result.
 */
export function useAction<Input, Result>(run: (input: Input) => Promise<Result>) {
  const [state, setState] = useState<{
    status: Status;
    data?: Result;
    error: unknown;
    submittedAt: number;
  }>({ status: 'idle', error: null, submittedAt: 0 });
  const latest = useRef(0);

  const mutate = useCallback(
    (input: Input, callbacks?: Callbacks<Result>) => {
      const call = ++latest.current;
      setState({ status: 'pending', error: null, submittedAt: Date.now() });
      run(input).then(
        (data) => {
          if (call !== latest.current) return;
          setState((s) => ({ ...s, status: 'success', data }));
          callbacks?.onSuccess?.(data);
        },
        (error: unknown) => {
          if (call !== latest.current) return;
          setState((s) => ({ ...s, status: 'error', error }));
          callbacks?.onError?.(error);
        },
      );
    },
    [run],
  );

  /** Back to idle (an earlier call's answer, still on its way, is then ignored). */
  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle', error: null, submittedAt: 0 });
  }, []);

  return {
    mutate,
    reset,
    data: state.data,
    error: state.error,
    submittedAt: state.submittedAt,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
