pragma solidity ^0.5.11;

/// Controller of a 2019 security token offering: holds the raised ether until the offering closes, then forwards it
/// to the issuer's treasury. The controller can be retired once the offering has settled.
contract OfferingController {
    address payable public treasury;
    address public operator;
    uint256 public softCap;
    uint256 public raised;
    bool public closed;
    mapping(address => uint256) public contributions;
    mapping(address => bool) public kycApproved;

    event Contribution(address investor, uint256 amount);
    event Closed(uint256 raised);

    modifier onlyOperator() {
        require(msg.sender == operator, "operator only");
        _;
    }

    constructor(address payable _treasury, uint256 _softCap) public {
        treasury = _treasury;
        operator = msg.sender;
        softCap = _softCap;
    }

    function approveKyc(address investor) external onlyOperator {
        kycApproved[investor] = true;
    }

    function contribute() external payable {
        require(!closed, "closed");
        require(kycApproved[msg.sender], "kyc");
        contributions[msg.sender] += msg.value;
        raised += msg.value;
        emit Contribution(msg.sender, msg.value);
    }

    function close() external onlyOperator {
        require(raised >= softCap, "soft cap");
        closed = true;
        emit Closed(raised);
        treasury.transfer(address(this).balance);
    }

    function retire() external {
        require(closed, "open");
        // <yes> <report> ACCESS_CONTROL
        selfdestruct(treasury);
    }
}
