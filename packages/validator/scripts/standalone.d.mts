export declare function generateValidatorModule(
  modelSchema: Record<string, unknown>,
  tacticSchema: Record<string, unknown>,
): string;
