-- Audit rows point at their record and never hold what a broker typed or a person's contact
-- details (issue 35): the words live with the record and go with it at erasure or the
-- retention purge. Rows written before keep their facts and lose the text.
UPDATE audit_log SET detail = (detail - 'note' - 'nextTask') || jsonb_build_object(
	'withNote', coalesce(detail ->> 'note', '') <> '',
	'nextTaskId', detail -> 'nextTask' -> 'taskId')
WHERE action = 'lead.call' AND (detail ? 'note' OR detail ? 'nextTask');
--> statement-breakpoint
UPDATE audit_log SET detail = detail - 'text' - 'ownerName'
WHERE action IN ('task.create', 'task.done') AND (detail ? 'text' OR detail ? 'ownerName');
--> statement-breakpoint
UPDATE audit_log SET detail = jsonb_build_object(
	'eventId', detail -> 'removed' -> 'eventId',
	'writtenByUserId', detail -> 'removed' -> 'writtenByUserId')
WHERE action = 'note.remove' AND detail ? 'removed';
--> statement-breakpoint
UPDATE audit_log SET detail = jsonb_build_object('taskId', detail -> 'removed' -> 'id')
WHERE action = 'task.remove' AND detail ? 'removed';
--> statement-breakpoint
UPDATE audit_log SET detail = jsonb_build_object(
	'submissionId', detail -> 'removed' -> 'id',
	'lender', detail -> 'removed' -> 'lender',
	'outcome', detail -> 'removed' -> 'outcome')
WHERE action = 'submission.remove' AND detail ? 'removed';
--> statement-breakpoint
UPDATE audit_log SET detail = (detail - 'reason') || jsonb_build_object(
	'withReason', coalesce(detail ->> 'reason', '') <> '')
WHERE action = 'lead.status' AND detail ? 'reason';
--> statement-breakpoint
UPDATE audit_log SET detail = jsonb_build_object('fields', coalesce(
	(SELECT jsonb_agg(key ORDER BY key) FROM jsonb_object_keys(detail -> 'changes') AS key),
	'[]'::jsonb))
WHERE action = 'lead.details' AND jsonb_typeof(detail -> 'changes') = 'object';
--> statement-breakpoint
UPDATE audit_log SET detail = detail
	#- '{contactName}' #- '{email}' #- '{phone}' #- '{contactEmail}' #- '{contactPhone}'
	#- '{before,contactName}' #- '{before,email}' #- '{before,phone}'
	#- '{before,contactEmail}' #- '{before,contactPhone}'
	#- '{after,contactName}' #- '{after,email}' #- '{after,phone}'
	#- '{after,contactEmail}' #- '{after,contactPhone}'
WHERE target_type IN ('introducer', 'lender')
	AND action IN ('introducer.create', 'introducer.update', 'lender.create', 'lender.update');
