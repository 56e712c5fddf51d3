import { useState } from 'react';

/**
 * Step 2 of a two-step sign-up, loaded with step 1's answer, so the page's first load carries
 * step 1 only (the budget of 0032). `withStep(check)` is step 1's check that also loads step 2;
 * the step is null until then.
 */
export function useLaterStep<Step>(load: () => Promise<Step>) {
  const [step, setStep] = useState<Step | null>(null);
  const withStep =
    <Answer>(check: (email: string) => Promise<Answer>) =>
    async (email: string) => {
      const [answer, loaded] = await Promise.all([check(email), load()]);
      setStep(() => loaded);
      return answer;
    };
  return [step, withStep] as const;
}
