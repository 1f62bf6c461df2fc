import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

type RemoteModule = { default: ComponentType };

async function load(id: string): Promise<RemoteModule> {
  const module = await loadRemote<RemoteModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} is unavailable`);
  return module;
}

// One loader per exposed module of docs/architecture.md.
export const loadLandingPage = () => load('landing/LandingPage');
export const loadAuthRoutes = () => load('auth/AuthRoutes');
export const loadStudentRoutes = () => load('student/StudentRoutes');
export const loadManagementRoutes = () => load('management/ManagementRoutes');
