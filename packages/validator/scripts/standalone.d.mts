export declare function generateValidatorModule(modelSchema: Record<string, unknown>): string;
