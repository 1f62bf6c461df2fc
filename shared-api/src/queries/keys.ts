// Query keys, generic to specific, one factory per endpoint group.
export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    check: () => ['auth', 'check'] as const,
    providers: () => ['auth', 'providers'] as const,
  },
  user: { all: ['user'] as const, profile: () => ['user', 'profile'] as const },
  stats: { all: ['stats'] as const, public: () => ['stats', 'public'] as const },
  search: {
    all: ['search'] as const,
    suggestions: (q: string) => ['search', 'suggestions', q] as const,
  },
  reference: {
    all: ['reference'] as const,
    faculties: () => ['reference', 'faculties'] as const,
    departments: () => ['reference', 'departments'] as const,
  },
};
