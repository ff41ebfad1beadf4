/** Text as a search compares it: case and accents do not matter ('Zoë' finds 'zoe'). */
export function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();
}
