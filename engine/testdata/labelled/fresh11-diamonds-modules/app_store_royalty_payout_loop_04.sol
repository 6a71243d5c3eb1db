pragma solidity ^0.4.24;

library SafeMath {
    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b);
        return c;
    }

    function div(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b > 0);
        return a / b;
    }

    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a);
        return c;
    }
}

// The kernel of a modular wallet platform: developers publish modules, users pay a fee to install them, and the
// collected fees are paid out to all developers in one distribution. A developer whose address rejects ether (or
// spends all the gas it gets) makes every distribution revert, for everyone.
contract ModuleKernel {
    using SafeMath for uint256;

    struct ModuleInfo {
        address developer;
        uint256 installFee;
        uint256 installs;
        bool listed;
    }

    address public owner;
    mapping(bytes32 => ModuleInfo) public modules;
    mapping(address => mapping(bytes32 => bool)) public installed;
    address[] public developers;
    mapping(address => uint256) public pendingRoyalty;
    mapping(address => bool) public isDeveloper;

    event ModulePublished(bytes32 indexed id, address developer, uint256 fee);
    event ModuleInstalled(address indexed account, bytes32 indexed id);

    constructor() public {
        owner = msg.sender;
    }

    function publishModule(bytes32 id, uint256 installFee) public {
        require(!modules[id].listed);
        modules[id] = ModuleInfo(msg.sender, installFee, 0, true);
        if (!isDeveloper[msg.sender]) {
            isDeveloper[msg.sender] = true;
            developers.push(msg.sender);
        }
        emit ModulePublished(id, msg.sender, installFee);
    }

    function install(bytes32 id) public payable {
        ModuleInfo storage m = modules[id];
        require(m.listed);
        require(!installed[msg.sender][id]);
        require(msg.value == m.installFee);
        installed[msg.sender][id] = true;
        m.installs = m.installs.add(1);
        uint256 platformCut = msg.value.mul(10).div(100);
        pendingRoyalty[m.developer] = pendingRoyalty[m.developer].add(msg.value - platformCut);
        pendingRoyalty[owner] = pendingRoyalty[owner].add(platformCut);
        emit ModuleInstalled(msg.sender, id);
    }

    function distributeRoyalties() public {
        require(msg.sender == owner);
        for (uint256 i = 0; i < developers.length; i++) {
            address dev = developers[i];
            uint256 amount = pendingRoyalty[dev];
            if (amount > 0) {
                pendingRoyalty[dev] = 0;
                // <yes> <report> DENIAL_OF_SERVICE
                require(dev.send(amount));
            }
        }
    }
}
