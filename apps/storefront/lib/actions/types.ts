/** What a failed server action tells the page: enough for a message and the premium modal. */
export interface ActionError {
  code?: string;
  message: string;
}

/** A server action's answer: its result, or the error the page shows. */
export type ActionResult<T> = T | { error: ActionError };
