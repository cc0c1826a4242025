import type { WaitlistAnswer, WaitlistSignup } from '../../../../domain/newsletter/waitlist';
import { api } from '../../../api-client';

/** Notify me: one email when a coming-soon product goes on sale or a sold-out size is back. */
export const waitlistApi = {
  join: (signup: WaitlistSignup) => api<WaitlistAnswer>('/waitlist', { method: 'POST', json: signup }),
};
