// An action the rules do not allow. The engine never changes the state it was given, so
// a thrown RuleError leaves the game exactly as it was.

export class RuleError extends Error {
  constructor(
    /** The rule that was broken, e.g. "409.1c". */
    readonly rule: string,
    message: string,
    /** 403: the decision is not this player's; 422: the action is illegal. */
    readonly status: 403 | 422 = 422,
  ) {
    super(message);
    this.name = "RuleError";
  }
}

export function illegal(rule: string, message: string): never {
  throw new RuleError(rule, message);
}
