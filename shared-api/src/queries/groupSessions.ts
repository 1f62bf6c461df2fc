// Placeholder: written by the helper that owns it (issue 34).
export {};
