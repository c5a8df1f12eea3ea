/**
 * For a small outlined Autocomplete with an icon before the text: MUI's Autocomplete pads its
 * input for text alone, which leaves the icon against the border and far from the text; these
 * are the paddings of a plain small TextField with a start adornment.
 */
export const ADORNED_SMALL_AUTOCOMPLETE_SX = {
  "& .MuiOutlinedInput-root.MuiInputBase-sizeSmall": {
    paddingLeft: "14px",
    "& .MuiAutocomplete-input": { paddingLeft: 0 },
  },
} as const;
