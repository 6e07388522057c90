import {
  goingNamesBody,
  goingNamesSetting,
  waitlistModeBody,
  waitlistModeSetting,
  meetingLinkBody,
  meetingLinkSetting,
  professionalProfile,
  professionalProfileBody,
  profileVisibility,
  profileVisibleBody,
} from '@sessionbook/domain';
import { z } from 'zod';
import type { ApiModule } from '../../core/api-module.ts';
import { authOf, requireUser } from '../auth/authenticate.ts';
import { AppError } from '../../core/errors.ts';
import { findProfileOfUser } from './queries.ts';
import { setGoingNamesShown } from './services/set-going-names.ts';
import { saveDefaultWaitlistMode } from './services/set-waitlist-mode.ts';
import { saveMeetingLink } from './services/set-meeting-link.ts';
import { setProfileVisibility } from './services/set-profile-visibility.ts';
import { updateProfessionalProfile } from './services/update-professional-profile.ts';

const profileReply = z.object({ data: professionalProfile });
const tags = ['public profile'];

/**
 * The professional's public profile: its texts and links, whether `@{username}` is public, and whether
 * connected clients see first names on who is going.
 */
export const publicProfileRoutes: ApiModule = async (app, deps) => {
  const onRequest = requireUser(deps);

  app.get(
    '/professional/profile',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'getProfessionalProfile',
        errors: ['forbidden'],
        summary: "The professional's own profile with its visibility",
        response: { 200: profileReply },
      },
    },
    async (request) => {
      const profile = await findProfileOfUser(deps.database.db, authOf(request).userId);
      if (!profile) throw new AppError('forbidden');
      return { data: profile };
    },
  );

  app.put(
    '/professional/profile',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'updateProfessionalProfile',
        errors: ['forbidden'],
        summary: 'Edit name, description, speciality, location, website and social links',
        body: professionalProfileBody,
        response: { 200: profileReply },
      },
    },
    async (request) => ({
      data: await updateProfessionalProfile(deps, authOf(request).userId, request.body),
    }),
  );

  app.post(
    '/profile/visible',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'setProfileVisibility',
        errors: ['forbidden'],
        summary: 'Make the public profile visible to everyone, or not',
        body: profileVisibleBody,
        response: { 200: z.object({ data: profileVisibility }) },
      },
    },
    async (request) => ({
      data: { is_public: await setProfileVisibility(deps, authOf(request).userId, request.body.visible) },
    }),
  );

  app.post(
    '/professional/profile/going-names',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'setGoingNames',
        errors: ['forbidden'],
        summary: 'Show connected clients the first names of who is going to a class, or only how many',
        body: goingNamesBody,
        response: { 200: z.object({ data: goingNamesSetting }) },
      },
    },
    async (request) => ({
      data: {
        show_going_names: await setGoingNamesShown(deps, authOf(request).userId, request.body.shown),
      },
    }),
  );

  app.post(
    '/professional/profile/waitlist-mode',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'setDefaultWaitlistMode',
        errors: ['forbidden'],
        summary: 'Choose what a place opening in a full class does for its waitlist, for new classes',
        body: waitlistModeBody,
        response: { 200: z.object({ data: waitlistModeSetting }) },
      },
    },
    async (request) => ({
      data: {
        waitlist_mode: await saveDefaultWaitlistMode(deps, authOf(request).userId, request.body.mode),
      },
    }),
  );

  app.post(
    '/professional/profile/meeting-link',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'setMeetingLink',
        errors: ['forbidden'],
        summary: 'Set (or clear) the own meeting room that new online sessions use instead of a room each',
        body: meetingLinkBody,
        response: { 200: z.object({ data: meetingLinkSetting }) },
      },
    },
    async (request) => ({
      data: { meeting_link: await saveMeetingLink(deps, authOf(request).userId, request.body.link) },
    }),
  );
};
