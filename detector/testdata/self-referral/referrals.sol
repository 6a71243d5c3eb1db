pragma solidity ^0.8.0;

interface IERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

// The buyer names the referrer, who earns a tenth of the purchase: the buyer names itself.
contract OpenReferralSale {
    IERC20 public usdc;
    mapping(address => uint256) public purchased;
    mapping(address => uint256) public referralCredit;

    function buy(uint256 amount, address referrer) external {
        require(usdc.transferFrom(msg.sender, address(this), amount));
        purchased[msg.sender] += amount;
        if (referrer != address(0)) {
            referralCredit[referrer] += amount * 1000 / 10000; // want "OpenReferralSale.buy\\(\\) credits referralCredit\\[referrer\\] with a share of the caller's payment"
        }
    }
}

// The same with ether, and a referrer checked against the caller.
contract CheckedReferralSale {
    mapping(address => uint256) public purchased;
    mapping(address => uint256) public referralCredit;

    function buyOpen(address referrer) external payable {
        purchased[msg.sender] += msg.value;
        referralCredit[referrer] += msg.value / 20; // want "CheckedReferralSale.buyOpen\\(\\) credits referralCredit\\[referrer\\]"
    }

    function buy(address referrer) external payable {
        require(referrer != msg.sender, "self");
        purchased[msg.sender] += msg.value;
        referralCredit[referrer] += msg.value / 20;
    }
}

// A deposit on another account's behalf: the whole payment goes to the named account, none to the caller.
contract OnBehalfDeposit {
    mapping(address => uint256) public balances;

    function depositFor(address account) external payable {
        balances[account] += msg.value;
    }
}

// A fee split to a recipient the owner set, and a gift the caller sends to a friend from its own balance: no
// caller-named share of a payment credited back to the caller.
contract FixedFeeSplit {
    address public feeRecipient;
    mapping(address => uint256) public purchased;
    mapping(address => uint256) public credit;

    function buy() external payable {
        purchased[msg.sender] += msg.value - msg.value / 50;
        credit[feeRecipient] += msg.value / 50;
    }

    function gift(address friend, uint256 amount) external {
        purchased[msg.sender] -= amount;
        purchased[friend] += amount / 2;
    }
}
