pragma solidity ^0.5.17;

/// Shared tipping jar for a podcast network: listeners tip an episode, the tip is credited to the episode's
/// hosts in equal parts and each host withdraws its balance.
contract PodcastTipJar {
    struct Episode {
        address[] hosts;
        uint256 tips;
    }

    address public network;
    mapping(uint256 => Episode) internal episodes;
    mapping(address => uint256) public balances;

    event Tipped(uint256 indexed episodeId, address indexed listener, uint256 amount);
    event Withdrawal(address indexed host, uint256 amount);

    constructor() public {
        network = msg.sender;
    }

    function addEpisode(uint256 episodeId, address[] calldata hosts) external {
        require(msg.sender == network, "network");
        require(hosts.length > 0 && hosts.length <= 4, "hosts");
        require(episodes[episodeId].hosts.length == 0, "exists");
        episodes[episodeId].hosts = hosts;
    }

    function tip(uint256 episodeId) external payable {
        Episode storage e = episodes[episodeId];
        require(e.hosts.length > 0, "episode");
        require(msg.value > 0, "zero");
        uint256 part = msg.value / e.hosts.length;
        for (uint256 i = 0; i < e.hosts.length; i++) {
            balances[e.hosts[i]] += part;
        }
        e.tips += msg.value;
        emit Tipped(episodeId, msg.sender, msg.value);
    }

    function withdraw() external {
        uint256 amount = balances[msg.sender];
        require(amount > 0, "nothing");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call.value(amount)("");
        require(ok, "send failed");
        balances[msg.sender] = 0;
        emit Withdrawal(msg.sender, amount);
    }
}
