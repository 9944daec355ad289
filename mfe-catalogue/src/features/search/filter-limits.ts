/** The BPM the range inputs allow: slower or faster than this is not music the catalogue holds. */
export const BPM_MIN = 20;
export const BPM_MAX = 300;

/** The longest length the panel takes, in seconds: an hour, longer than any track of a library. */
export const LENGTH_MAX = 3600;
