Feature: A sandboxed command cannot plant what git runs later on the host
  A repository's hooks and config run programs when git runs outside the sandbox. In a sandboxed
  shell each repository's `.git` (at the top of a writable path or one level down) stays where it
  is, its hooks and config are read-only, and what cannot be stopped by a mount is undone before
  the call returns, and said: a `.git` redirected elsewhere, new hooks, and, in a repository made
  during the call, the keys that run programs. Nothing is deleted: what is undone is moved to a
  `.refused` name beside it. A home inside a writable path keeps its start-up files and program
  folders the same way.

  Background:
    Given a toolkit with the sandbox enabled

  @regression
  Scenario: A repository's .git cannot be moved away and replaced
    Given the scenario's directory is a git repository
    When I execute BashTool with command="mv .git .git_orig; mkdir -p .git; echo done"
    Then the output should contain "Device or resource busy"
    And the file ".git_orig" should not exist in the scenario's directory
    And the repository's config should be as git made it

  @regression
  Scenario Outline: A .git/<file> planted to point git elsewhere is set aside before the call returns
    Given the scenario's directory is a git repository
    When I execute BashTool with:
      | command | mkdir -p ../elsewhere; echo "$PWD/../elsewhere" > .git/<file>; echo planted |
    Then the output should contain "[sandbox] moved"
    And the file ".git/<file>" should not exist in the scenario's directory
    And the file ".git/<file>.refused" should exist in the scenario's directory
    And git on the host should still see the repository

    Examples:
      | file      |
      | commondir |
      | gitdir    |

  @regression
  Scenario: A hook in a repository without a hooks folder at launch is set aside
    Given the scenario's directory is a git repository without hooks
    When I execute BashTool with command="mkdir .git/hooks && printf '#!/bin/sh\n' > .git/hooks/post-checkout && echo planted"
    Then the output should contain "planted"
    And the output should contain "[sandbox] moved"
    And the file ".git/hooks/post-checkout" should not exist in the scenario's directory

  @regression
  Scenario Outline: A repository made by the call keeps its everyday config, not what runs programs (<key>)
    When I execute BashTool with:
      | command | git init -q . && printf '<lines>\n' >> .git/config && echo made |
    Then the output should contain "made"
    And the output should contain "[sandbox] removed what would run programs"
    And the output should contain "<key>"
    And the repository's config should not contain "<canary>"
    And the repository's config should contain "repositoryformatversion"
    And the file ".git/config.refused" should exist in the scenario's directory

    Examples:
      | key                   | lines                                                    | canary       |
      | core.fsmonitor        | [core] fsmonitor = touch canary-fs-5101                  | canary-fs    |
      | core.hookspath        | [core]\n\thooksPath = /tmp/canary-hooks-5102             | canary-hooks |
      | filter.*.clean        | [filter "a.b"]\n\tclean = touch canary-filter-5103       | canary-filt  |
      | alias.st              | [alias]\n\tst = "!touch canary-alias-5104"               | canary-alias |
      | includeif.*.path      | [includeIf "gitdir:/"]\n\tpath = /tmp/canary-inc-5105    | canary-inc   |
      | core.sshcommand       | [core]\n\tsshCommand = touch \\\n\t\tcanary-ssh-5106     | canary-ssh   |
      | an unreadable line    | [core]\n\t=fsmonitor canary-odd-5107                     | canary-odd   |

  @regression
  Scenario: A repository made by the call keeps git init's own config untouched
    When I execute BashTool with command="git init -q . && git config user.name tester && echo made"
    Then the output should contain "made"
    And the output should NOT contain "[sandbox]"
    And the file ".git/config.refused" should not exist in the scenario's directory

  @regression
  Scenario: A .git file made by the call to point git elsewhere is set aside
    When I execute BashTool with command="echo 'gitdir: /tmp' > .git; echo planted"
    Then the output should contain "[sandbox] moved"
    And the file ".git" should not exist in the scenario's directory

  @regression
  Scenario: A repository one level down is guarded as the top one is
    Given the scenario's directory holds a git repository "lib"
    When I execute BashTool with command="mv lib/.git lib/.git_orig; echo done"
    Then the output should contain "Device or resource busy"
    And the file "lib/.git_orig" should not exist in the scenario's directory

  @regression
  Scenario: A background command's planted redirect is undone while it still runs
    Given the scenario's directory is a git repository
    When I execute BashTool with:
      | command           | echo "$PWD" > .git/commondir; sleep 5108 |
      | run_in_background | true                                     |
    Then within 3 seconds ".git/commondir" should have been set aside in the scenario's directory
    When I execute BashOutputTool with:
      | bash_id | {shell_id} |
    Then the output should contain "[sandbox] moved"

  @regression
  Scenario: A home inside the working directory keeps its start-up files and program folders
    Given a home directory with a .bashrc inside the scenario's directory
    And a toolkit with the sandbox enabled and that home
    When I execute BashTool with:
      | command | echo evil >> home/.bashrc; echo evil > home/.profile; mkdir -p home/.local/bin && echo evil > home/.local/bin/git; echo done |
    Then the output should contain "Read-only file system"
    And the output should contain "done"
    And the home's .bashrc should be unchanged
    And the file "home/.profile" should not exist in the scenario's directory
    And the file "home/.local/bin" should not exist in the scenario's directory
    And the file "home/.profile.refused" should exist in the scenario's directory
