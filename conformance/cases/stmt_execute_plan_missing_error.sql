-- title: EXECUTE PLAN of a file that does not exist
SET 'execution.runtime-mode' = 'streaming';
EXECUTE PLAN '${WORKDIR}/nothing.json';
