Feature: Adapters for the SDKs agents are built with
  Each adapter is fed the exact message shapes its SDK produces (typed with the SDK's own types)
  and answers with the shapes the SDK takes back, without any network.

  Scenario: Anthropic Messages - tools, and tool_use blocks answered by tool_result blocks
    When the Anthropic dispatcher gets a Messages response asking for "echo from claude" and "exit 5"
    Then there should be 2 tool_result blocks answering the tool_use ids in order
    And the first tool_result should read "from claude\n" without is_error
    And the second tool_result should have is_error=true and read "Error: Command failed with exit code 5"
    And the Anthropic tools array should hold the four execution tools' input schemas

  Scenario: OpenAI Chat Completions - tool_calls answered by tool messages
    When the OpenAI chat dispatcher gets an assistant message with tool_calls for "echo from gpt" and malformed arguments
    Then there should be 2 tool messages answering the tool_call ids in order
    And the first tool message should read "from gpt\n"
    And the second tool message should say the arguments are not valid JSON
    And the OpenAI chat tools array should hold the four execution tools as functions

  Scenario: OpenAI Responses - function_call items answered by function_call_output items
    When the OpenAI responses dispatcher gets output items with a function_call for "echo from responses"
    Then there should be 1 function_call_output answering the call_id with "from responses\n"
    And the OpenAI responses tools array should hold the four execution tools as flat functions

  Scenario: LangChain - structured tools invoked with a tool call
    When the LangChain Bash tool is invoked with a tool call for "echo from langchain"
    Then it should return a ToolMessage for that call reading "from langchain\n"
    And the ToolMessage artifact should say success with exit_code 0
    And the LangChain tools should be Bash, BashOutput, KillShell, BashInput with the declared schemas

  Scenario: Vercel AI SDK - generateText runs the tool a model asks for
    When generateText runs with a model that asks for Bash "echo from ai sdk" and then answers
    Then the tool result of the first step should be "from ai sdk\n"
    And the model should have been given the four execution tools
    And the final text should be "done"

  Scenario: Vercel AI SDK - a failing command is a tool error the model reads
    When generateText runs with a model that asks for Bash "exit 9" and then answers
    Then the first step should hold a tool error containing "Command failed with exit code 9"

  Scenario: Anthropic's own bash tool runs in one persistent shell, through the policy, and restarts
    When the Anthropic bash tool is used for "cd / && export SEEN=yes", then "pwd; echo $SEEN", then a restart, then "echo ${SEEN:-gone}"
    Then the bash tool results should read "(no output)", "/\nyes\n", "tool has been restarted.", "gone\n"
    And the Anthropic bash tool declaration should be the SDK's bash_20250124

  Scenario: OpenAI's own shell tool: commands in sequence, streams apart, exit codes and timeouts
    When the OpenAI shell dispatcher gets a shell_call with the commands "cd / && echo out && echo err >&2", "pwd; exit 3", "sleep 369" and a 1000 ms timeout
    Then the shell_call_output should answer the call_id with 3 outputs
    And output 1 should have stdout "out\n", stderr "err\n" and exit code 0
    And output 2 should have stdout "/\n", stderr "" and exit code 3
    And output 3 should be a timeout
    And no process running "sleep 369" should be left

  Scenario: OpenAI's own shell tool keeps each stream to the call's max_output_length, over several writes
    When the OpenAI shell dispatcher gets a shell_call with the commands "printf ab; printf 01 >&2; sleep 0.1; printf cdef; printf 2345 >&2" and a max output length of 3
    Then output 1 should have stdout "abc", stderr "012" and exit code 0

  @launches-nothing
  Scenario: OpenAI's own shell tool refuses what the policy refuses, without running it
    When the OpenAI shell dispatcher gets a shell_call with the commands "rm -rf /"
    Then output 1 should have stdout "", stderr containing "dangerous" and exit code 126
    And no process should have been launched
