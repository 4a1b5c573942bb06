import fp from 'fastify-plugin';
import { sendSecurityHeaders } from '../http/security-headers';

/**
 * The API's security headers on every answer, errors and 404s included; a route may still override
 * one (uploads do). The HTML pages add helmet's whole set with pageSecurityHeaders.
 */
export const securityHeaders = fp(async (app) => sendSecurityHeaders(app), { name: 'security-headers', fastify: '5.x' });
