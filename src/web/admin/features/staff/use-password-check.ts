import { useState } from 'react';
import { staffApi } from './staff-api';

/**
 * Asks the server what it would say of a password when staff leave the field: the policy, and
 * whether it is a commonly used one (the list stays on the server, out of the bundle). Quiet when
 * the check cannot be made: saving asks the same question.
 */
export function usePasswordCheck() {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  async function check(password: string) {
    if (password === '') return setProblem(undefined);
    try {
      const { problems } = await staffApi.checkPassword(password);
      setProblem(problems.length > 0 ? problems.join(' ') : undefined);
    } catch {
      setProblem(undefined);
    }
  }
  return { problem, check, clear: () => setProblem(undefined) };
}
