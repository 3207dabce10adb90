// What each figure hands back for BENCHMARKS.md.
export interface Goal {
	figure: number;
	what: string;
	target: string;
	measured: string;
	/** undefined: could not be measured. */
	met: boolean | undefined;
	/** For a missed goal: why, and what would close it. */
	note?: string;
}

export interface Section {
	figure: number;
	title: string;
	/** Markdown lines. */
	body: string[];
	goals: Goal[];
	/** Seconds the figure took. */
	seconds?: number;
}

/** A markdown table. */
export function table(header: string[], rows: Array<Array<string | number>>): string[] {
	return [
		`| ${header.join(' | ')} |`,
		`| ${header.map((cell) => (/^[-\d.,×%\s]*$/.test(cell) ? '---:' : '---')).join(' | ')} |`,
		...rows.map((row) => `| ${row.join(' | ')} |`),
	];
}

export type Log = (line: string) => void;
