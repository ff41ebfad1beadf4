// The numbers of the regulations as published (docs/product.md §19.2).

/** 14 CFR 65.77: practical experience for one rating, and for both at the same time. */
export const FAA_ONE_RATING_MONTHS = 18;
export const FAA_BOTH_RATINGS_MONTHS = 30;

/** 14 CFR 65.83 and EASA 145.A.35 / 66.A.20(b)2: 6 months within the preceding 24. */
export const RECENT_EXPERIENCE_MONTHS = 6;
export const RECENT_WINDOW_MONTHS = 24;

/** 14 CFR 65.91(c): ratings held 3 years, actively engaged the 2 years before applying. */
export const IA_RATINGS_HELD_MONTHS = 36;
export const IA_ACTIVE_MONTHS = 24;

/** 14 CFR 65.93(a): per IA year, one of these; annuals and major repairs are per 90 days held. */
export const IA_ANNUALS_PER_YEAR = 4;
export const IA_MAJOR_REPAIRS_PER_ANNUAL = 2;
export const IA_DAYS_PER_ANNUAL = 90;
export const IA_REFRESHER_HOURS = 8;
/** The IA year runs April 1 to March 31 (14 CFR 65.92). */
export const IA_YEAR_FIRST_MONTH = 4;

/** EASA Part-66 66.A.30(a): basic experience without previous relevant technical training. */
export const EASA_SHORT_MONTHS = 36;
export const EASA_LONG_MONTHS = 60;
