Feature: Command line
  `agent-toolkit run`, `call` and `schemas` go through the same executor and policy as the tools.
  These scenarios run the real CLI in a shell, as a user would.

  Scenario: run passes each stream where it belongs and exits with the command's status
    When I run: agent-toolkit run -- 'echo out; echo err >&2; exit 3'
    Then the exit code should be 3
    And stdout should be "out\n"
    And stderr should be "err\n"

  Scenario: Permission rules given more than once all apply
    When I run: agent-toolkit run --allow 'Bash(echo one)' --allow 'Bash(echo two)' --deny 'Bash(rm:*)' --deny 'Bash(echo three)' -- echo one
    Then the exit code should be 0
    And stdout should be "one\n"
    When I run: agent-toolkit run --allow 'Bash(echo one)' --deny 'Bash(rm:*)' --deny 'Bash(echo three)' -- echo three
    Then the exit code should be 1
    And stderr should contain "Bash(echo three)"

  Scenario: Every --ask rule given applies
    When I run: agent-toolkit run --ask 'Bash(echo one)' --ask 'Bash(echo two)' -- echo one
    Then the exit code should be 1
    And stderr should contain "needs confirmation before it runs: matches the ask rule Bash(echo one)"
    When I run: agent-toolkit run --ask 'Bash(echo one)' --ask 'Bash(echo two)' -- echo two
    Then the exit code should be 1
    And stderr should contain "needs confirmation before it runs: matches the ask rule Bash(echo two)"
    When I run: agent-toolkit run --ask 'Bash(echo one)' --ask 'Bash(echo two)' -- echo three
    Then the exit code should be 0
    And stdout should be "three\n"

  Scenario: Every --env-allow name given reaches the command, and no other secret does
    When I run with the environment MY_API_KEY=first OTHER_TOKEN=second THIRD_SECRET=third: agent-toolkit run --env-allow MY_API_KEY --env-allow OTHER_TOKEN -- 'echo "[$MY_API_KEY $OTHER_TOKEN $THIRD_SECRET]"'
    Then the exit code should be 0
    And stdout should be "[first second ]\n"

  Scenario: Every --allowed-root given is a place commands may run, and only those
    When I run: agent-toolkit run --allowed-root {tempDir} --allowed-root /var/tmp --cwd {tempDir} -- pwd
    Then stdout should be "{tempDir}\n"
    When I run: agent-toolkit run --allowed-root {tempDir} --allowed-root /var/tmp --cwd /var/tmp -- pwd
    Then stdout should be "/var/tmp\n"
    When I run: agent-toolkit run --allowed-root {tempDir} --cwd /var/tmp -- pwd
    Then the exit code should be 1
    And stderr should contain "Working directory /var/tmp is outside the allowed roots: {tempDir}"

  Scenario: Every --sandbox-write path given is writable in the sandbox, and only those
    Given two host directories outside the sandbox's writable paths, {hostDir1} and {hostDir2}
    When I run: agent-toolkit run --sandbox --sandbox-write {hostDir1} --sandbox-write {hostDir2} -- 'touch {hostDir1}/one {hostDir2}/two'
    Then the exit code should be 0
    And {hostDir1} should hold "one" and {hostDir2} should hold "two"
    When I run: agent-toolkit run --sandbox --sandbox-write {hostDir1} -- 'touch {hostDir2}/three'
    Then the exit code should be 1
    And stderr should contain "Read-only file system"
    And {hostDir1} should hold "one" and {hostDir2} should hold "two"

  Scenario: --sandbox-network lets a sandboxed command reach the network; without it, it cannot
    Given a TCP listener on 127.0.0.1 outside the sandbox
    When I run: agent-toolkit run --sandbox -- 'exec 3<>/dev/tcp/127.0.0.1/{port} && echo connected'
    Then the exit code should be 1
    And stdout should not contain "connected"
    When I run: agent-toolkit run --sandbox --sandbox-network -- 'exec 3<>/dev/tcp/127.0.0.1/{port} && echo connected'
    Then the exit code should be 0
    And stdout should be "connected\n"

  Scenario: run of a command that prints nothing prints nothing
    When I run: agent-toolkit run -- true
    Then the exit code should be 0
    And stdout should be ""
    And stderr should be ""

  Scenario: --version prints the version of the package
    When I run: agent-toolkit --version
    Then the exit code should be 0
    And stdout should be the version in packages/app/package.json

  Scenario: run succeeds quietly on stderr
    When I run: agent-toolkit run -- echo hello world
    Then the exit code should be 0
    And stdout should be "hello world\n"

  Scenario: run in a given directory
    When I run: agent-toolkit run --cwd {tempDir} -- pwd
    Then stdout should be "{tempDir}\n"

  Scenario: run with a timeout exits 124
    When I run: agent-toolkit run --timeout 1000 -- sleep 314
    Then the exit code should be 124
    And stderr should contain "timed out after 1000ms"
    And no process running "sleep 314" should be left

  Scenario: run with a timeout says so, though the command ends on SIGTERM with a status of its own
    When I run: agent-toolkit run --timeout 1000 -- 'trap "exit 3" TERM; sleep 317 & wait'
    Then the exit code should be 124
    And stderr should contain "timed out after 1000ms"
    And no process running "sleep 317" should be left

  Scenario: The largest timeout allowed is accepted
    When I run: agent-toolkit run --timeout 600000 -- echo within
    Then stdout should be "within\n"

  Scenario: run of a command killed by a signal exits 128+N
    When I run: agent-toolkit run -- 'kill -9 $$'
    Then the exit code should be 137

  Scenario: run in the background waits and prints what BashOutput returns
    When I run: agent-toolkit run --background -- 'echo first; sleep 0.2; echo second'
    Then the exit code should be 0
    And stdout should contain "Started background shell shell_"
    And stdout should contain "first\nsecond\n"
    And stdout should contain "Status: completed | Exit code: 0"

  @launches-nothing
  Scenario: the policy applies to run (dry run as a safety net)
    When I run: agent-toolkit run --dry-run -- rm -rf /
    Then the exit code should be 1
    And stderr should contain "Command blocked: dangerous command"

  Scenario: call prints the ToolResult as JSON
    When I run: agent-toolkit call Bash '{"command": "echo called"}'
    Then the exit code should be 0
    And stdout should be a ToolResult with success=true and output "called\n"
    And the ToolResult metadata should contain exit_code=0

  Scenario: call of a failing command exits 1 with the failed ToolResult
    When I run: agent-toolkit call Bash '{"command": "exit 4"}'
    Then the exit code should be 1
    And stdout should be a ToolResult with success=false and output "(no output)"

  Scenario: schemas prints every tool's schema in the asked format
    When I run: agent-toolkit schemas --format anthropic
    Then the exit code should be 0
    And stdout should be the executor's "anthropic" schemas as JSON
    When I run: agent-toolkit schemas --format openai
    Then stdout should be the executor's "openai" schemas as JSON
    When I run: agent-toolkit schemas --format langchain
    Then stdout should be the executor's "langchain" schemas as JSON

  Scenario Outline: Usage errors are clear and exit 2
    When I run: agent-toolkit <arguments>
    Then the exit code should be 2
    And stderr should contain "<message>"

    Examples:
      | arguments                                  | message                                                             |
      | call Nope '{}'                             | Unknown tool: Nope. Available tools: Bash, BashOutput, KillShell, BashInput |
      | call Bash '{not json'                      | invalid JSON parameters                                             |
      | call Bash '{"command": 5}'                 | command: expected string, got number 5                              |
      | call Bash '{}' extra                       | call takes a tool name and one JSON argument                        |
      | call                                       | call needs a tool name                                              |
      | schemas --format gemini                    | --format: must be one of openai, anthropic, langchain, got "gemini" |
      | schemas extra                              | schemas takes no arguments                                          |
      | schemas --format                           | agent-toolkit: option --format needs a value                        |
      | run                                        | run needs a command after --                                        |
      | run --bogus -- true                        | agent-toolkit: unknown option: --bogus (put a command's own options after --) |
      | run --no-persist -- true                   | unknown option: --no-persist                                        |
      | call Bash '{}' --progress-interval 10      | unknown option: --progress-interval                                 |
      | schemas                                    | schemas needs --format: one of openai, anthropic, langchain         |
      | schemas --format openai --cwd /tmp         | unknown option: --cwd                                               |
      | run --timeout 5 -- true                    | --timeout: expected an integer from 1000 to 600000, got "5"         |
      | run --deny nonsense -- true                | permission rule "nonsense": expected Bash, Bash(<command>) or Bash(<prefix>:*) |
      | run --max-output-file 1k -- true           | --max-output-file: expected an integer from 1024 to 9007199254740991, got "1k" |
      | mcp extra                                  | mcp takes no arguments                                              |
      | launch                                     | unknown command: launch                                             |

  Scenario Outline: Every command has --help
    When I run: agent-toolkit <command> --help
    Then the exit code should be 0
    And stdout should contain "Usage: agent-toolkit <usage>"

    Examples:
      | command | usage                 |
      | mcp     | mcp [options]         |
      | run     | run [--background]    |
      | call    | call <Tool>           |
      | schemas | schemas --format      |

  Scenario: The bare command prints the overview
    When I run: agent-toolkit --help
    Then the exit code should be 0
    And stdout should contain "Commands:"

  Scenario: Each command's help lists only its own options
    When I run: agent-toolkit run --help
    Then stdout should contain "--background"
    And stdout should not contain "--no-persist"
    And stdout should not contain "--progress-interval"
    When I run: agent-toolkit mcp --help
    Then stdout should contain "--no-persist"
    And stdout should contain "--cwd"
    When I run: agent-toolkit schemas --help
    Then stdout should not contain "--cwd"

  Scenario Outline: The CLI loads the MCP SDK only to serve MCP
    When the CLI runs '<args>' recording the modules it loads
    Then it should have loaded the policy but no module of the MCP SDK

    Examples:
      | args                                 |
      | run -- true                          |
      | call Bash {"command":"true"}         |

  Scenario: The first command of a process is timed alone, start-up work not counted
    When I run with the policy's first check a second slower: agent-toolkit call Bash '{"command": "true"}'
    Then the exit code should be 0
    And stderr should contain "the first check took a second longer"
    And the ToolResult metadata duration_ms should be under 1000

  Scenario Outline: Dry run by environment takes the usual spellings of yes
    When I run with the environment AGENT_TOOLKIT_DRY_RUN=<value>: agent-toolkit run -- touch dry-run-canary
    Then the exit code should be 0
    And stdout should be "[Dry Run] Would execute: touch dry-run-canary\n"

    Examples:
      | value |
      | 1     |
      | true  |
      | YES   |

  Scenario: Dry run by environment is off for anything else
    When I run with the environment AGENT_TOOLKIT_DRY_RUN=false: agent-toolkit run -- 'touch dry-run-canary && echo touched'
    Then the exit code should be 0
    And stdout should be "touched\n"

  Scenario: The schemas describe the configured timeout
    When I run with the environment AGENT_TOOLKIT_TIMEOUT=60000: agent-toolkit schemas --format openai
    Then the exit code should be 0
    And stdout should contain "Timeout defaults to 60000ms (1 minute)"

  Scenario: A timeout that is no whole number of minutes is described in seconds
    When I run with the environment AGENT_TOOLKIT_TIMEOUT=90000: agent-toolkit schemas --format openai
    Then the exit code should be 0
    And stdout should contain "Timeout defaults to 90000ms (90 seconds)"
