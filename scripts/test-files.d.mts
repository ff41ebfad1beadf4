export function testFilesUnder(directory: string): string[];
export function serverTestFiles(): string[];
export function isolatedTestFiles(directory: string): string[];
export function databaseServerTestFiles(): string[];
export function aloneTestFiles(directory: string): string[];
