export declare const modelSchema: Record<string, unknown>;
export declare const tacticSchema: Record<string, unknown>;
