import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authStatusSchema, loginRequestSchema, loginResponseSchema, okSchema, userDetailsSchema } from "../../../shared/auth.ts";
import { API } from "../../../shared/paths.ts";
import { HttpError } from "../../http/errors.ts";
import { errorResponses } from "../../http/openapi-responses.ts";
import { pickCurrentUser, toCurrentUser } from "../members/mapper.ts";
import { membersRepository } from "../members/repository.ts";
import { logAuthEvent } from "./auth-events.ts";
import { authenticate } from "./service.ts";

const LOGIN_PER_IP = { max: 10, windowMs: 60_000 };

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = membersRepository(app.database.db);

  app.get(
    API.authStatus,
    { schema: { tags: ["auth"], summary: "Who is logged in", response: { 200: authStatusSchema } } },
    async (request) => {
      const member = await app.sessions.current(request);
      return member
        ? { authenticated: true as const, user: pickCurrentUser(member), mustChangePassword: member.mustChangePassword }
        : { authenticated: false as const };
    },
  );

  app.post(
    API.login,
    {
      schema: {
        tags: ["auth"],
        summary: "Log in with email and password",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await app.rateLimiter.enforce({ bucket: `login-ip:${request.ip}`, ...LOGIN_PER_IP });
      const { member, outcome, userId } = await authenticate(members, request.body.email, request.body.password);
      logAuthEvent(request.log, { method: "password", outcome, userId });
      if (!member) throw new HttpError(401, "unauthenticated", "Login failed");
      await app.sessions.start(request, reply, member.user_id);
      return { ok: true as const, user: toCurrentUser(member), mustChangePassword: member.must_change_password === 1 };
    },
  );

  // Ending a session that does not exist is not an error: the visitor is logged out either way. The browser then
  // forgets what the app kept in its storage for the member (mail drafts; ASVS 14.3.3): the next person at it finds none.
  app.post(
    API.logout,
    { schema: { tags: ["auth"], summary: "Log out", response: { 200: okSchema } } },
    async (request, reply) => {
      const member = await app.sessions.current(request);
      await app.sessions.end(request, reply);
      if (member) logAuthEvent(request.log, { method: "logout", outcome: "success", userId: member.user_id });
      reply.header("clear-site-data", '"storage"');
      return { ok: true as const };
    },
  );

  app.get(
    API.userDetails,
    {
      onRequest: app.sessions.requireMember,
      config: { allowPendingPasswordChange: true },
      schema: { tags: ["auth"], summary: "The logged-in member", response: { 200: userDetailsSchema, ...errorResponses(401) } },
    },
    async (request) => pickCurrentUser(request.member!),
  );
}
