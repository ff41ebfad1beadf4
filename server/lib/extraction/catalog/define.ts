// A compact way to write catalog entries: a group shares discipline, category and makes; a model is a
// string ('737', or '~172' when the number alone means nothing without its make) or an object.

import type {
  CatalogCategory,
  CatalogDiscipline,
  CatalogEntry,
  DesignationRule,
  ModelAlias,
  SeriesRule,
} from "./types";

/**
 * After a hyphen: a token with a digit ('-7B', '-A-15', '-GE-701D') or 1-3 letters ('-B', '-SP').
 * Glued to the model: 1-3 letters with optional digits ('206B', 'PW127M', '800XP', 'PW206B2', '206L-4').
 */
export const DEFAULT_SERIES =
  "-(?=[A-Z]{1,3}(?![A-Z0-9])|[A-Z]{0,6}\\d)(?<s>[A-Z0-9]{1,7}(?:-[A-Z0-9]{1,5}){0,2})" +
  "|(?<t>[A-Z]{1,3}\\d{0,2}(?:-\\d{1,2})?)";

/** A series written after a space or hyphen (or glued), from a list of alternatives. */
export function spaced(alternatives: string, names?: readonly string[]): SeriesRule {
  return { pattern: `[\\s-]?(?<s>${alternatives})`, names };
}

/** Either the default forms or a spaced alternative ('GTN 650 Xi', 'G1000 NXi'). */
export function defaultOr(alternatives: string, names?: readonly string[]): SeriesRule {
  return { pattern: `[\\s-]?(?<u>${alternatives})|${DEFAULT_SERIES}`, names };
}

type AliasInput = string | readonly [text: string, series: string];

export interface ModelSpec {
  model: string;
  /** Recognised alone. The model name is added unless `weakModel`. */
  aliases?: readonly AliasInput[];
  /** Recognised only after one of the entry's makes (or in a list that follows one). */
  weak?: readonly AliasInput[];
  weakModel?: boolean;
  series?: SeriesRule | string;
  seriesRequired?: boolean;
  designation?: DesignationRule;
  family?: string;
  isFamily?: boolean;
  makes?: readonly string[];
  /** Built by several makes ('IO-360'): the make stays unknown unless the resume writes it. */
  ambiguousMake?: boolean;
  category?: CatalogCategory;
}

export interface GroupSpec {
  discipline: CatalogDiscipline;
  category: CatalogCategory;
  makes: readonly string[];
  models: readonly (string | ModelSpec)[];
  /** Defaults for every model of the group. */
  series?: SeriesRule | string;
  family?: string;
}

function toAlias(input: AliasInput, strong: boolean): ModelAlias {
  return typeof input === "string"
    ? { text: input, series: null, strong }
    : { text: input[0], series: input[1], strong };
}

function toSeriesRule(series: SeriesRule | string | undefined): SeriesRule {
  if (series === undefined) return { pattern: DEFAULT_SERIES };
  return typeof series === "string" ? { pattern: series } : series;
}

export function group(spec: GroupSpec): CatalogEntry[] {
  return spec.models.map((raw) => {
    const model: ModelSpec =
      typeof raw === "string"
        ? raw.startsWith("~")
          ? { model: raw.slice(1), weakModel: true }
          : { model: raw }
        : raw;
    const makes = model.makes ?? spec.makes;
    const aliases: ModelAlias[] = [
      toAlias(model.model, !model.weakModel),
      ...(model.aliases ?? []).map((alias) => toAlias(alias, true)),
      ...(model.weak ?? []).map((alias) => toAlias(alias, false)),
    ];
    return {
      id: `${spec.discipline}/${makes[0] ?? "unknown"}/${model.model}`,
      discipline: spec.discipline,
      category: model.category ?? spec.category,
      makes,
      defaultMake: model.ambiguousMake ? null : (makes[0] ?? null),
      model: model.model,
      aliases,
      series: toSeriesRule(model.series ?? spec.series),
      seriesRequired: model.seriesRequired ?? false,
      designation: model.designation ?? null,
      family: model.family ?? spec.family ?? null,
      isFamily: model.isFamily ?? false,
    };
  });
}
