/** The staff invitations API's types, for the web app, which imports no contract (and so no zod). */
export type { Invitation, InvitationCheck, InvitationSent } from './invitation-contract';
