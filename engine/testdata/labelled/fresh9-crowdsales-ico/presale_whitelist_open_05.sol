pragma solidity ^0.5.11;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        require(c / a == b, "SafeMath: multiplication overflow");
        return c;
    }
}

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
}

/// Whitelisted presale of 2019: KYC'd addresses get an individual cap set by the team. The batch
/// helper the team used to upload the KYC list was left without the onlyOwner modifier, so anyone
/// whitelists themselves with any cap and buys the discounted presale allocation.
contract WhitelistedPresale {
    using SafeMath for uint256;

    address public owner;
    address payable public treasury;
    IERC20 public token;
    uint256 public rate;
    uint256 public hardCap;
    uint256 public raised;
    bool public open;

    mapping(address => uint256) public caps;
    mapping(address => uint256) public contributed;

    event Whitelisted(address indexed account, uint256 cap);
    event Purchased(address indexed buyer, uint256 weiAmount, uint256 tokens);

    modifier onlyOwner() {
        require(msg.sender == owner, "not owner");
        _;
    }

    constructor(IERC20 _token, address payable _treasury, uint256 _rate, uint256 _hardCap) public {
        owner = msg.sender;
        token = _token;
        treasury = _treasury;
        rate = _rate;
        hardCap = _hardCap;
    }

    function setOpen(bool _open) external onlyOwner {
        open = _open;
    }

    function setCap(address account, uint256 cap) external onlyOwner {
        caps[account] = cap;
        emit Whitelisted(account, cap);
    }

    function setCaps(address[] calldata accounts, uint256 cap) external {
        for (uint256 i = 0; i < accounts.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            caps[accounts[i]] = cap;
            emit Whitelisted(accounts[i], cap);
        }
    }

    function buy() external payable {
        require(open, "closed");
        uint256 newContribution = contributed[msg.sender].add(msg.value);
        require(newContribution <= caps[msg.sender], "over cap");
        require(raised.add(msg.value) <= hardCap, "hard cap");
        contributed[msg.sender] = newContribution;
        raised = raised.add(msg.value);
        uint256 tokens = msg.value.mul(rate);
        require(token.transfer(msg.sender, tokens), "transfer");
        emit Purchased(msg.sender, msg.value, tokens);
    }

    function withdraw() external onlyOwner {
        treasury.transfer(address(this).balance);
    }
}
