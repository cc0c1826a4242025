/**
 * Discount codes, as both sides use them: the messages a code field shows and the API's types.
 */
export type { CodeBatch, CodeCreate, CodeList, CodeSummary } from './admin-code-contract';
export type { CodeAnswer, CodeCheck, PresaleAnswer, PresaleCheck } from './code-contract';
export * from './messages';
