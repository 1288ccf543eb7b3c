import type { AgencyId } from './types';

export const AGENCIES: Record<AgencyId, { name: string; url: string }> = {
  IDFM: { name: 'Transilien SNCF', url: 'https://www.transilien.com' },
  RATP: { name: 'RATP', url: 'https://www.ratp.fr' },
};
