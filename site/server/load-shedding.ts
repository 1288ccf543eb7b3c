import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { getHeapStatistics } from 'node:v8';

export interface PressureLimits {
  maxEventLoopDelay: number;
  maxEventLoopUtilization?: number;
  maxHeapUsedBytes: number;
  sampleInterval?: number;
}

/** How long a shed request is told to wait; the error page's 503 says the same. */
export const RETRY_AFTER_SECONDS = 10;
const START_UP_GRACE_MS = 5000;

/**
 * A server that cannot keep up: its event loop late by a second on average
 * (QUAI_MAX_EVENT_LOOP_DELAY_MS, 1000), or its heap at 90 % of its ceiling. 0 turns a check off.
 * A ceiling on the loop's busy share (QUAI_MAX_EVENT_LOOP_UTILIZATION) is off by default: a
 * server answering as fast as its CPU allows is busy all the time while every answer is still
 * quick (measured: at 0.98 it shed 92 % of the home page's requests at 10 connections, p99 50 ms).
 */
export function pressureLimitsFromEnvironment(env: NodeJS.ProcessEnv = process.env): PressureLimits {
  const setting = (value: string | undefined, fallback: number) => {
    const number = Number(value ?? fallback);
    return Number.isFinite(number) && number >= 0 ? number : fallback;
  };
  return {
    maxEventLoopDelay: setting(env.QUAI_MAX_EVENT_LOOP_DELAY_MS, 1000),
    maxEventLoopUtilization: setting(env.QUAI_MAX_EVENT_LOOP_UTILIZATION, 0),
    maxHeapUsedBytes: 0.9 * getHeapStatistics().heap_size_limit,
  };
}

/**
 * Saturated (event loop or memory): 503 with Retry-After at once, rather than slow answers for
 * all. The plugin's 503 goes through the error handler, which keeps its status and says why.
 * Not encapsulated: the check runs before every route of the server.
 */
async function loadShedding(app: FastifyInstance, limits: PressureLimits): Promise<void> {
  // Start-up (loading the timetable and the content) keeps the loop busy on purpose: the
  // samples of the first seconds after the server is ready describe it, not the visitors' load.
  let readyAt = Infinity;
  app.addHook('onReady', async () => {
    readyAt = Date.now();
  });
  await app.register(underPressure, {
    ...limits,
    exposeStatusRoute: false,
    // Utilisation over the last sample, not since start: sustained load shows, start-up fades.
    eventLoopUtilizationMode: 'interval',
    pressureHandler: async (_request, reply) => {
      if (Date.now() - readyAt < START_UP_GRACE_MS) return;
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      throw Object.assign(new Error('Service unavailable'), { statusCode: 503 });
    },
  });
}

export const registerLoadShedding = fastifyPlugin(loadShedding, { name: 'load-shedding' });
