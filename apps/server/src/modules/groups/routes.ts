import {
  groupBody,
  groupEntry,
  groupIdParam,
  groupListQuery,
  groupsReply,
  okReply,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { ok } from '../../core/replies.ts';
import { createGroup } from './services/create-group.ts';
import { deleteGroup } from './services/delete-group.ts';
import { listGroups } from './services/list-groups.ts';
import { showGroup } from './services/show-group.ts';
import { updateGroup } from './services/update-group.ts';

const tags = ['groups'];
const idParams = z.object({ id: groupIdParam });
const groupReply = z.object({ data: groupEntry });

/** The professional's client groups. */
export const groupRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/groups',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'listGroups',
        errors: ['forbidden'],
        summary: 'The groups by name, each with its clients',
        querystring: groupListQuery,
        response: { 200: groupsReply },
      },
    },
    async (request) => ({ data: await listGroups(deps, authOf(request).userId, request.query.search) }),
  );

  app.post(
    '/groups',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'createGroup',
        errors: ['forbidden'],
        summary: 'Create a group of own clients',
        body: groupBody,
        response: { 201: groupReply },
      },
    },
    async (request, reply) => {
      const group = await createGroup(deps, authOf(request).userId, request.body);
      return reply.code(201).send({ data: group });
    },
  );

  app.get(
    '/groups/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'showGroup',
        errors: ['forbidden', 'error.group.not_found'],
        summary: 'A group with its clients',
        params: idParams,
        response: { 200: groupReply },
      },
    },
    async (request) => ({ data: await showGroup(deps, authOf(request).userId, request.params.id) }),
  );

  app.put(
    '/groups/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateGroup',
        errors: ['forbidden', 'error.group.not_found'],
        summary: 'Rename a group and replace its clients',
        params: idParams,
        body: groupBody,
        response: { 200: groupReply },
      },
    },
    async (request) => ({
      data: await updateGroup(deps, authOf(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/groups/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'deleteGroup',
        errors: ['forbidden', 'error.group.not_found'],
        summary: 'Delete a group',
        params: idParams,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await deleteGroup(deps, authOf(request).userId, request.params.id);
      return ok;
    },
  );
};
