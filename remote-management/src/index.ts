// Standalone harness entry: the async boundary lets shared modules negotiate first.
void import('./bootstrap.tsx');
