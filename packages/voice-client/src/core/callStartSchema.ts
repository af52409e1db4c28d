import * as z from 'zod/mini';
import { englishTypeIssue } from './rules.ts';

/** A call start needs an assistant, a squad or a workflow (inline or by id). */
export const CALL_START_REQUIRED_MESSAGE = 'Assistant or Squad or Workflow must be provided';

const inline = (name: string) =>
  z.optional(z.record(z.string(), z.unknown(), { error: `${name} must be an object` }));
const id = (name: string) =>
  z.optional(
    z
      .string({ error: `${name} must be a string` })
      .check(z.minLength(1, { error: `${name} must not be empty` })),
  );

/** Web-call start body: assistant|assistantId|squad|squadId|workflow|workflowId plus overrides. */
export const callStartSchema = z
  .looseObject(
    {
      assistant: inline('assistant'),
      assistantId: id('assistantId'),
      assistantOverrides: inline('assistantOverrides'),
      squad: inline('squad'),
      squadId: id('squadId'),
      workflow: inline('workflow'),
      workflowId: id('workflowId'),
      workflowOverrides: inline('workflowOverrides'),
    },
    { error: englishTypeIssue },
  )
  .check(
    z.refine(
      (v) =>
        [v.assistant, v.assistantId, v.squad, v.squadId, v.workflow, v.workflowId].some(
          (x) => x !== undefined,
        ),
      { error: CALL_START_REQUIRED_MESSAGE },
    ),
  );
